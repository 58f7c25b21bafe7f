import type { ApiErrorBody } from '@vitrine/headless/contract';
import { useNavigation } from 'react-router';
import { useT } from '@vitrine/i18n';
import { fieldErrors, formMessage, type Translatable } from './account-errors';

/** Translates an account message (or nothing). */
export function useTranslate() {
  const { t } = useT();
  return (message: Translatable | null | undefined): string | null => (message ? t(message.key, message.values) : null);
}

/** What an account form's action sent back after a failure. */
export interface FailedForm {
  error: ApiErrorBody;
  values: Record<string, string>;
}

/** The action's failure, when `actionData` is one. */
export function failureOf(actionData: unknown): FailedForm | null {
  return actionData && typeof actionData === 'object' && 'error' in actionData ? (actionData as FailedForm) : null;
}

/**
 * The translated messages of a failed form, for the kit's fields: one per
 * field, and one for the top of the form when the failure names no field the
 * form shows.
 */
export function useFormErrors(failure: FailedForm | null, shownFields: readonly string[]) {
  const translate = useTranslate();
  const byField = fieldErrors(failure?.error);
  return {
    field: (name: string) => translate(byField[name]),
    /** Every shown field's message, by name. */
    fields: Object.fromEntries(
      shownFields.flatMap((name) => (byField[name] ? [[name, translate(byField[name]) ?? '']] : [])),
    ) as Record<string, string>,
    form: translate(formMessage(failure?.error, shownFields)),
  };
}

/**
 * The intent of the form on its way, for its button ("" for a form without
 * one), or null while nothing is being sent.
 */
export function usePendingIntent(): string | null {
  const navigation = useNavigation();
  return navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null;
}

/** The translated messages of a failed form as the kit's `errors` prop: one per shown field. */
export function useFieldErrors<Field extends string>(failure: FailedForm | null, shownFields: readonly Field[]) {
  const errors = useFormErrors(failure, shownFields);
  return { errors: errors.fields as Partial<Record<Field, string>>, message: errors.form };
}
