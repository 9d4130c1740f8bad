// Issue 16: every Mantine component's stylesheet, fetched with the first page other than the
// dashboard (see lazy-styles.ts). The @layer builds: Mantine's rules sit in the `mantine` layer,
// below the app's own CSS whatever the order the files arrive in, and a rule the first load already
// had is the same rule again.
import '@mantine/core/styles.layer.css';
