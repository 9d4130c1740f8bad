import { lazy, Suspense, startTransition, useState } from 'react';
import { useSession } from '../../auth/session';
import { ProfileButton } from './ProfileButton';

export { PROFILE_MENU_NAME } from './ProfileButton';

const loadPopup = () => import('./ProfileMenuPopup');
const ProfileMenuPopup = lazy(async () => ({ default: (await loadPopup()).ProfileMenuPopup }));

/**
 * spec 01 §2: the profile popover. Issue 16: the menu (Mantine's Menu and floating-ui, 16 kB) loads
 * when a pointer or the focus reaches its button, and takes the button's place on the first click,
 * opening at once with the focus on its button, as a click on Mantine's menu does.
 */
export function ProfileMenu({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { user } = useSession();
  const [isWanted, setIsWanted] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const button = (
    <ProfileButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      // Said to be busy between the click and the menu (a moment, the first time only).
      aria-busy={isLoading || undefined}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => {
        setIsLoading(true);
        // A transition keeps this button on screen until the menu has loaded.
        startTransition(() => setIsWanted(true));
      }}
    />
  );
  return (
    <Suspense fallback={button}>
      {isWanted ? <ProfileMenuPopup onOpenAccount={onOpenAccount} /> : button}
    </Suspense>
  );
}
