import type { FieldErrors, Resolver } from 'react-hook-form';
import { eventSchema, fieldProblems, MESSAGES, type FieldProblems } from '@trailhead/shared-kernel/schemas';
import type { EventFormPayload } from '@trailhead/shared-kernel/types';
import { FIELD_OF_PAYLOAD, toEventPayload, type EventFormValues } from './event-form-values';

export interface EventFormContext {
  /** Seconds; "in the future" is measured from here. */
  now: () => number;
  /** The start an edited event had (UTC seconds): keeping it skips the "in the future" rule. */
  originalStart: number | null;
}

/** The form input that shows the message of a payload field (its path in the schema). */
function fieldOf(path: string, values: EventFormValues): keyof EventFormValues {
  const top = path.split(/[.[]/)[0] as keyof EventFormPayload;
  // "Until when or how many times": the message belongs where the person chose to answer.
  if (top === 'recurrence_count' && values.recurrence_end === 'until') return 'recurrence_until_local';
  if (top === 'officials') return 'officials';
  return FIELD_OF_PAYLOAD[top] ?? (top as keyof EventFormValues);
}

/**
 * Validates the form with the spec's one event schema (the API checks the same), on the payload the
 * form would send: so a date is judged in UTC seconds, on the event's own clock. Messages land on the
 * inputs that hold the values; the first message per input wins.
 */
export function eventFormResolver(context: EventFormContext): Resolver<EventFormValues> {
  return async (values) => {
    const payload = toEventPayload(values);
    const now = context.now();
    const schema = eventSchema({ now, startUnchanged: context.originalStart !== null && payload.start_date === context.originalStart });
    let errors: FieldProblems = {};
    try {
      await schema.validate(payload, { abortEarly: false });
    } catch (error) {
      errors = fieldProblems(error, (path) => fieldOf(path, values));
    }
    // A window for paid members needs its end: when RSVP opens for everyone.
    if (values.members_first && !values.members_first_local) errors.members_first_local ??= { type: 'required', message: MESSAGES.eventRequired };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<EventFormValues> };
    return { values, errors: {} };
  };
}
