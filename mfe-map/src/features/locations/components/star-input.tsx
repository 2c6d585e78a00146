import { useRef, type KeyboardEvent } from 'react';
import { Box, HStack, countText } from '@trailhead/shared-kernel/ui';

const STARS = [1, 2, 3, 4, 5];

export const starsLabel = (count: number) => countText(count, 'star');

function StarShape({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Stars shown, not chosen: the number is read out as "4.5 out of 5 stars". */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const whole = Math.round(value);
  return (
    <HStack gap="0" color="orange.600" role="img" aria-label={`${value} out of 5 stars`} display="inline-flex">
      {STARS.map((star) => (
        <StarShape key={star} filled={star <= whole} size={size} />
      ))}
    </HStack>
  );
}

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  /** The group's accessible name. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * Five stars as one radio group (WAI-ARIA radio group pattern): Tab reaches the chosen star (the
 * first when none), the arrow keys, Home and End move and choose, a digit 1–5 chooses at once.
 */
export function StarInput({ value, onChange, label, invalid, describedBy, disabled, onBlur }: StarInputProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (stars: number) => {
    const next = Math.max(1, Math.min(5, stars));
    onChange(next);
    buttons.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const moves: Record<string, number> = { ArrowRight: star + 1, ArrowUp: star + 1, ArrowLeft: star - 1, ArrowDown: star - 1, Home: 1, End: 5 };
    const target = moves[event.key] ?? (/^[1-5]$/.test(event.key) ? Number(event.key) : null);
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      display="inline-flex"
      gap="1"
      onBlur={onBlur}
      data-testid="star-input"
    >
      {STARS.map((star) => (
        <Box
          asChild
          key={star}
          color={star <= value ? 'orange.600' : 'gray.600'}
          p="1"
          borderRadius="sm"
          bg="transparent"
          cursor={disabled ? 'default' : 'pointer'}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '1px' }}
        >
          <button
            ref={(node) => {
              buttons.current[star - 1] = node;
            }}
            type="button"
            role="radio"
            aria-checked={star === value}
            aria-label={starsLabel(star)}
            tabIndex={star === (value || 1) ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(star)}
            onKeyDown={(event) => onKeyDown(event, star)}
          >
            <StarShape filled={star <= value} size={28} />
          </button>
        </Box>
      ))}
    </Box>
  );
}
