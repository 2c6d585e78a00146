import { NativeSelect } from '@trailhead/shared-kernel/ui';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select whose first option names it ("Month", "Model") and whose label says what it is for. */
export function LabelledSelect({ label, placeholder, value, options, onChange, disabled }: { label: string; placeholder: string; value: string; options: SelectOption[]; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
