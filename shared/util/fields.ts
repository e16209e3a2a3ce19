import * as z from 'zod';
import { canonicalId } from './ids.ts';

/**
 * Shared zod helpers for ids and free-text fields, so every endpoint applies one rule.
 *
 * Ids: UUIDs are accepted in any case and always come out in canonical lower case.
 */

/** A path id: any string (a malformed id is simply not found by the service); a UUID is lower-cased. */
export const idParam = () => z.string().transform(canonicalId);

/** A UUID in a body or query: must be a UUID (any case), canonical lower case out. */
export const uuidField = () => z.uuid().transform((value) => value.toLowerCase());

/**
 * Characters refused in text: C0 controls (tab, LF and CR only in multi-line text), DEL, C1
 * controls, and the bidirectional controls (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069),
 * which can make stored text display differently from what it is. Everything else (accents,
 * CJK, emoji with their joiners) is ordinary text.
 */
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/* eslint-enable no-control-regex */

export const hasForbiddenCharacters = (value: string, multiline = false): boolean =>
  (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

const forbiddenMessage = (value: string, multiline: boolean): string => {
  const match = (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).exec(value);
  const code = match ? `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : '';
  return `Must not contain control or bidirectional-control characters (found ${code})`;
};

export interface TextFieldOptions {
  /** Maximum length in characters. */
  max: number;
  /** Minimum length after trimming (default 0). */
  min?: number;
  /** Trim surrounding whitespace (default true). */
  trim?: boolean;
  /** Allows tab, line feed and carriage return (descriptions, notes). */
  multiline?: boolean;
  /** Names the field in the type and length messages (`description must be at most 500 characters`). */
  label?: string;
}

/** A free-text field (names, titles, descriptions, notes): ordinary Unicode, no control characters. */
export const textField = ({ max, min = 0, trim = true, multiline = false, label }: TextFieldOptions) => {
  let schema = label ? z.string({ error: `${label} must be a string` }) : z.string();
  if (trim) schema = schema.trim();
  if (min > 0)
    schema = label ? schema.min(min, `${label} must be at least ${min} characters`) : schema.min(min);
  const capped = label ? schema.max(max, `${label} must be at most ${max} characters`) : schema.max(max);
  return capped.superRefine((value, ctx) => {
    if (hasForbiddenCharacters(value, multiline)) {
      ctx.addIssue({ code: 'custom', message: forbiddenMessage(value, multiline) });
    }
  });
};
