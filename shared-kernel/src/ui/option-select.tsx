import type { Ref } from 'react';
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface OptionSelectProps {
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first option with the empty value ("Any prefix", "Month"). */
  placeholder?: string;
  /** The accessible name when no visible label (Field.Label) names the select. */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  w?: string | Record<string, string>;
  /** For a form library that registers the field (name, focus on error, touched on blur). */
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
}

/** A native select over a list of options: every select of the site is one of these. */
export function OptionSelect({ value, options, onChange, placeholder, label, disabled, size, w, name, selectRef, onBlur }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} w={w} disabled={disabled}>
      <NativeSelect.Field ref={selectRef} name={name} aria-label={label} value={String(value)} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
