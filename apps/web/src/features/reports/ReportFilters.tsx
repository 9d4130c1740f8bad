import { Button, Group, MultiSelect, Pill, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { REPORT_NUMBER_MAX, REPORT_TEXT_MAX, REPORT_TEXTS, type ReportParameter } from '@probity/domain';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import type { FilterState } from './report-request';

interface ReportFiltersProps {
  parameters: readonly ReportParameter[];
  state: FilterState;
  /** Field problems by parameter key (the browser's own checks, then the server's). */
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, values: string[]) => void;
  onApply: () => void;
  onClear: () => void;
  isBusy: boolean;
}

function FilterInput({
  parameter: p,
  values,
  error,
  onChange,
}: {
  parameter: ReportParameter;
  values: readonly string[];
  error?: string;
  onChange: (values: string[]) => void;
}) {
  const data = p.value.map((o) => ({ value: o.value, label: o.label }));
  const text = (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange(event.currentTarget.value ? [event.currentTarget.value] : []);
  switch (p.type) {
    case 'Boolean':
      return (
        <Switch
          label={p.name}
          checked={values[0] === 'true'}
          onChange={(event) => onChange([event.currentTarget.checked ? 'true' : 'false'])}
          error={error}
          mt={{ base: 0, sm: 28 }}
        />
      );
    case 'Date':
      return (
        <DatePicker
          label={p.name}
          value={values[0] ?? null}
          onChange={(iso) => onChange(iso ? [iso] : [])}
          error={error}
        />
      );
    case 'Number':
      // spec 01 §5: a number input takes at most 20 characters.
      return (
        <TextInput
          label={p.name}
          inputMode="decimal"
          maxLength={REPORT_NUMBER_MAX}
          value={values[0] ?? ''}
          onChange={text}
          error={error}
        />
      );
    case 'String':
      return (
        <TextInput
          label={p.name}
          maxLength={REPORT_TEXT_MAX}
          value={values[0] ?? ''}
          onChange={text}
          error={error}
        />
      );
    case 'SingleChoice':
      return (
        <Select
          label={p.name}
          data={data}
          value={values[0] ?? null}
          onChange={(value) => onChange(value ? [value] : [])}
          allowDeselect={false}
          searchable={data.length > 8}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'MultiChoice': {
      // Every choice taken reads as one 'All' pill rather than a wall of them.
      const isAll = data.length > 1 && data.every((o) => values.includes(o.value));
      return (
        <MultiSelect
          label={p.name}
          data={data}
          value={[...values]}
          onChange={onChange}
          placeholder={values.length === 0 ? 'All' : undefined}
          clearable
          searchable={data.length > 8}
          error={error}
          comboboxProps={{ withinPortal: true }}
          renderPill={
            isAll
              ? ({ value }) =>
                  value === data[0]?.value ? (
                    <Pill key="all" size="sm">
                      All
                    </Pill>
                  ) : null
              : undefined
          }
        />
      );
    }
  }
}

/** spec 01 §2 Report details: the filter panel built from the report's parameters. */
export function ReportFilters({
  parameters,
  state,
  errors,
  onChange,
  onApply,
  onClear,
  isBusy,
}: ReportFiltersProps) {
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      aria-label="Report filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasErrors) onApply();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" verticalSpacing="sm">
        {parameters.map((p) => (
          <FilterInput
            key={p.key}
            parameter={p}
            values={state[p.key] ?? []}
            error={errors[p.key]}
            onChange={(values) => onChange(p.key, values)}
          />
        ))}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" disabled={hasErrors} loading={isBusy}>
          {REPORT_TEXTS.applyFilters}
        </Button>
        <Button type="button" variant="default" onClick={onClear} disabled={isBusy}>
          {REPORT_TEXTS.clearFilters}
        </Button>
      </Group>
    </form>
  );
}
