import type { KeyboardEvent } from 'react';

/**
 * Keeps Enter in a date or time input from submitting its form: a browser submits a form on
 * Enter in one of its inputs unless the key's default is prevented. Enter in a picker confirms
 * the picker only (`date-picker-part.tsx`).
 */
export function keepEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}
