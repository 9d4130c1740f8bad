import { Switch } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A Mantine Switch bound to a react-hook-form boolean. Controlled on purpose: a Switch keeps its own
 * checked state, so one spread from `register()` opened off whatever the form's value, and a save
 * then turned the stored "on" off.
 */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          name={field.name}
          ref={field.ref}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
