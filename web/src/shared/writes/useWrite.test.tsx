import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { act, renderHook, screen } from '@testing-library/react';
import { TEXTS } from '@cost-steering/schema';
import { Providers } from '../../testing/render';
import { answeredWith, failedWith, userError } from '../../testing/failures';
import { useWrite, type UserError, type Write } from './useWrite';

interface Data {
  renameThing: { thing: { __typename: 'Thing'; id: string } | null; errors: UserError[] };
}
interface Variables {
  input: { name: string };
}
// Not a document of the schema (parse, not graphql(): codegen does not check it).
const RenameThing: TypedDocumentNode<Data, Variables> = parse(`
  mutation RenameThing($input: RenameThingInput!) {
    renameThing(input: $input) {
      thing {
        id
      }
      errors {
        field
        message
        code
      }
    }
  }
`);
const variables = { input: { name: 'x' } };
const payload = (thing: Data['renameThing']['thing'], errors: unknown[]) => ({
  renameThing: { __typename: 'RenameThingPayload', thing, errors },
});

const WRITE: Write<Data, Data['renameThing'], string> = {
  payload: (data) => data.renameThing,
  done: (result) => result.thing?.id,
  success: 'Thing renamed successfully!',
  fields: { 'items.2.amount': 'thirdAmount', name: 'name' },
};

function renderWrite(mock: object, write = WRITE) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers mocks={[mock as never]}>{children}</Providers>
  );
  return renderHook(() => useWrite(RenameThing, write), { wrapper }).result;
}

async function run(mock: object, write = WRITE) {
  const result = renderWrite(mock, write);
  let outcome: Awaited<ReturnType<typeof result.current>> | undefined;
  await act(async () => {
    outcome = await result.current(variables);
  });
  return outcome!;
}

const bannerText = () => screen.queryByText(/./, { selector: '.MuiAlert-message' })?.textContent;

describe('useWrite', () => {
  it('shows the caller’s success banner and hands back what the payload brought', async () => {
    const outcome = await run(
      answeredWith(RenameThing, variables, payload({ __typename: 'Thing', id: '7' }, [])),
    );
    expect(outcome).toEqual({ status: 'done', done: '7' });
    expect(bannerText()).toBe('Thing renamed successfully!');
  });

  it('puts user errors with a mapped field at the form field and the rest in the banner as "Error: …"', async () => {
    const outcome = await run(
      answeredWith(
        RenameThing,
        variables,
        payload(null, [
          userError('Amount must be positive', 'VALIDATION', 'items.2.amount'),
          userError('Second message for the same field', 'VALIDATION', 'items.2.amount'),
          userError('Unknown column', 'VALIDATION', 'notInTheForm'),
        ]),
      ),
    );
    expect(outcome).toMatchObject({
      status: 'refused',
      fieldErrors: { thirdAmount: 'Amount must be positive' },
    });
    expect(bannerText()).toBe('Error: Unknown column');
  });

  it('keeps a server text that already is an error text as it is', async () => {
    await run(
      answeredWith(
        RenameThing,
        variables,
        payload(null, [userError(TEXTS.projectDuplicate, 'CONFLICT')]),
      ),
    );
    expect(bannerText()).toBe(TEXTS.projectDuplicate);
  });

  it('shows only field errors at fields of the given codes', async () => {
    const outcome = await run(
      answeredWith(
        RenameThing,
        variables,
        payload(null, [userError('Name taken', 'DUPLICATE_NAME', 'name')]),
      ),
      { ...WRITE, fieldCodes: ['VALIDATION'] },
    );
    expect(outcome).toMatchObject({ status: 'refused', fieldErrors: {} });
    expect(bannerText()).toBe('Error: Name taken');
  });

  it('shows the caller’s refusal banner instead of the default', async () => {
    await run(
      answeredWith(
        RenameThing,
        variables,
        payload(null, [userError('Taken', 'DUPLICATE_NAME', 'name')]),
      ),
      {
        ...WRITE,
        fields: undefined,
        refused: (rest) => `Error renaming thing: ${rest[0]!.message}`,
      },
    );
    expect(bannerText()).toBe('Error renaming thing: Taken');
  });

  it.each([
    ['FORBIDDEN', TEXTS.forbidden],
    ['UPSTREAM_UNAVAILABLE', TEXTS.networkError],
    ['INTERNAL', 'Error: boom'],
  ] as const)('shows the banner of a %s GraphQL error', async (code, text) => {
    const outcome = await run(failedWith(RenameThing, variables, code, 'boom'));
    expect(outcome.status).toBe('failed');
    expect(bannerText()).toBe(text);
  });

  it('shows the network text when the server cannot be reached', async () => {
    const outcome = await run({
      request: { query: RenameThing, variables },
      error: new TypeError('Failed to fetch'),
    });
    expect(outcome.status).toBe('failed');
    expect(bannerText()).toBe(TEXTS.networkError);
  });
});
