// THE write path of the web (DESIGN.md §5, §10): runs a mutation; on success shows the caller's
// spec §8 banner and hands back what the payload brought; on the payload's user errors puts those
// with a form field at that field (through the form's field map) and shows the rest in the banner;
// on a GraphQL or network failure shows its banner (FORBIDDEN, network, else 'Error: …'; the
// Apollo link logs out on UNAUTHENTICATED). Cache updates and refetches are the mutation options'.
import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { UserErrorCode, UserErrorFieldsFragment } from '../../gql/graphql';
import { useBanner } from '../banner/StatusBanner';
import { errorBannerText, errorText } from '../errors/errorText';

/** A user error of a mutation's payload: schema `UserError`, as every document selects it. */
export type UserError = UserErrorFieldsFragment;

/** What a write's payload holds besides its result: its user errors. */
export interface WritePayload {
  errors: readonly UserError[];
}

/**
 * Where a user error's `field` (a path of the mutation's input, e.g. `items.2.amount`) is shown
 * in the form: the form's field names (when they are the input's), a map input path → form
 * field, or a function (undefined: no field of the form; the error goes to the banner).
 */
export type FieldMap =
  readonly string[] | Readonly<Record<string, string>> | ((field: string) => string | undefined);

export type WriteOutcome<Done> =
  | { status: 'done'; done: Done }
  /** Refused by the server's rules: every user error, and the messages by form field. */
  | { status: 'refused'; errors: readonly UserError[]; fieldErrors: Record<string, string> }
  | { status: 'failed'; error?: unknown };

export interface Write<TData, Payload extends WritePayload, Done, TVariables = unknown> {
  /** The mutation's payload in its data. */
  payload: (data: TData) => Payload | null | undefined;
  /** What the write hands back on success; null or undefined: refused (an async check may read again). */
  done: (
    payload: Payload,
    variables: TVariables,
  ) => Done | null | undefined | Promise<Done | null | undefined>;
  /** The success banner (none when absent or empty). */
  success?: string;
  /** The form's fields for user errors that have a `field`. */
  fields?: FieldMap;
  /** The codes a field's error must have to be shown at it (default: any). */
  fieldCodes?: readonly UserErrorCode[];
  /**
   * The banner(s) of a refusal, from the errors no field took (and all of them); default: each
   * as 'Error: <message>'. Null: no banner.
   */
  refused?: (
    rest: readonly UserError[],
    all: readonly UserError[],
  ) => string | readonly string[] | null;
  /** The banner of an unexpected failure (default: errorBannerText). */
  failed?: (error: unknown) => string;
}

/** The form field of an input path, or undefined. */
function formField(map: FieldMap | undefined, field: string): string | undefined {
  if (!map) return undefined;
  if (typeof map === 'function') return map(field);
  if (Array.isArray(map)) return map.includes(field) ? field : undefined;
  return (map as Readonly<Record<string, string>>)[field];
}

/** Splits user errors into messages by form field (the first per field) and the rest. */
function splitUserErrors(
  errors: readonly UserError[],
  fields: FieldMap | undefined,
  fieldCodes?: readonly UserErrorCode[],
): { fieldErrors: Record<string, string>; rest: UserError[] } {
  const fieldErrors: Record<string, string> = {};
  const rest: UserError[] = [];
  for (const error of errors) {
    const codeFits = !fieldCodes || (error.code !== undefined && fieldCodes.includes(error.code));
    const target = error.field && codeFits ? formField(fields, error.field) : undefined;
    if (target) fieldErrors[target] ??= error.message;
    else rest.push(error);
  }
  return { fieldErrors, rest };
}

const eachAsError = (rest: readonly UserError[]) => rest.map((error) => errorText(error.message));

/**
 * The write function of a mutation. `write` must be stable (a module constant or memoised);
 * `options` are the mutation's (update, refetchQueries, …).
 */
export function useWrite<
  TData,
  TVariables extends OperationVariables,
  Payload extends WritePayload,
  Done,
>(
  mutation: TypedDocumentNode<TData, TVariables>,
  write: Write<TData, Payload, Done, TVariables>,
  options?: useMutation.Options<TData, TVariables>,
): (variables: TVariables) => Promise<WriteOutcome<Done>> {
  const showBanner = useBanner();
  const [mutate] = useMutation(mutation, options as never);
  return useCallback(
    async (variables: TVariables): Promise<WriteOutcome<Done>> => {
      const show = (texts: string | readonly string[] | null) => {
        for (const text of typeof texts === 'string' ? [texts] : (texts ?? [])) {
          if (text) showBanner(text);
        }
      };
      try {
        const { data } = await mutate({ variables } as never);
        const payload = data ? write.payload(data as TData) : undefined;
        const done = payload ? await write.done(payload, variables) : undefined;
        if (done !== null && done !== undefined) {
          show(write.success ?? null);
          return { status: 'done', done };
        }
        const errors = payload?.errors ?? [];
        const { fieldErrors, rest } = splitUserErrors(errors, write.fields, write.fieldCodes);
        show(write.refused ? write.refused(rest, errors) : eachAsError(rest));
        return { status: 'refused', errors, fieldErrors };
      } catch (error) {
        show((write.failed ?? errorBannerText)(error));
        return { status: 'failed', error };
      }
    },
    [mutate, showBanner, write],
  );
}

/** What a create form does next: show the created thing, clear a taken name, mark fields, or nothing. */
export type FormOutcome<Created> =
  | { status: 'created'; created: Created }
  /** A name that is taken (user error DUPLICATE_NAME); its banner is shown. */
  | { status: 'duplicate' }
  /** Refused by the server's rules: messages by form field. */
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

export function toFormOutcome<Created>(outcome: WriteOutcome<Created>): FormOutcome<Created> {
  if (outcome.status === 'done') return { status: 'created', created: outcome.done };
  if (outcome.status === 'failed') return { status: 'failed' };
  if (outcome.errors.some((error) => error.code === 'DUPLICATE_NAME'))
    return { status: 'duplicate' };
  return { status: 'invalid', fieldErrors: outcome.fieldErrors };
}

/** The write of a create form: its mutation takes one `input`; the form gets a FormOutcome. */
export function useFormWrite<TData, TInput, Payload extends WritePayload, Created>(
  mutation: TypedDocumentNode<TData, { input: TInput }>,
  write: Write<TData, Payload, Created>,
  options?: useMutation.Options<TData, { input: TInput }>,
): (input: TInput) => Promise<FormOutcome<Created>> {
  const run = useWrite(mutation, write, options);
  return useCallback(async (input: TInput) => toFormOutcome(await run({ input })), [run]);
}
