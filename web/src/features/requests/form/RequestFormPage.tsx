// /create-request, /edit-purchase-request?request={id} and /renew-purchase-request?request={id}
// (spec §2): one screen. Edit and Renew prefill from the stored request; Edit's Save creates the
// new request with `supersedes`, and the server declines the old one when the new one is sent;
// Renew of an order creates it with `renewsId`, and the order shows as renewed once it is sent.
// The Draft that Next/Save created stays a Draft until it is sent or Cancel Request withdraws it:
// a form left any other way keeps it, and 'My drafts' on /requests lists it to its owner, who
// resumes it here (/create-request?draft={id}: the form as it was left) or deletes it there.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'wouter';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  REQUEST_MESSAGES,
  REQUEST_TEXTS,
  TEXTS,
  TIMINGS,
  compareDecimals,
  subtractDecimals,
} from '@cost-steering/schema';
import type { RequestFormFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { useSession } from '../../../shared/session/session';
import { BudgetImpactPanel } from '../budget-impact/BudgetImpactPanel';
import { isRequestEditor } from '../lists/requestAccess';
import { useWithdrawRequest } from '../lists/useRequestActions';
import { listItemText } from '../../../shared/orders/format';
import { RequestForEditQuery, RequestReferenceQuery } from './documents';
import { ListItemForm } from './ListItemForm';
import { RequestInfoForm, type RequestReference, type StoredDraft } from './RequestInfoForm';
import {
  EMPTY_REQUEST,
  carriedItemInput,
  createInput,
  updateInput,
  valuesFromRequest,
  type RequestInfoValues,
} from './requestValues';
import {
  useAddListItem,
  useCreateRequest,
  useRemoveListItem,
  useSendRequest,
  useUpdateRequest,
} from './useRequestMutations';

export type RequestFormMode = 'create' | 'edit' | 'renew';

/** A resumed Draft that was sent or deleted meanwhile (another tab, or My drafts). */
export const NO_LONGER_A_DRAFT =
  'This request is no longer a draft: it was sent or deleted. Find it on Open Requests or in the Archive.';

/** Whether the component is still on screen (carrying items stops once it is not). */
function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** Ours: the spec names no text for a sent request. */
export const REQUEST_SENT = 'Request sent successfully!';

/** Why Send waits while the request info is being edited (it would send the saved info). */
export const SAVE_BEFORE_SENDING = 'Save or discard the changes to the request info first.';

/** What the info form needs of the request it changes: its start date, items and currency. */
function storedDraft(request: RequestFormFieldsFragment): StoredDraft {
  return {
    startDate: request.startDate,
    // open = amount − items, so the items hold amount − open (exact decimals).
    itemsTotal: subtractDecimals(request.orderAmount, request.openAmount),
    currency: request.currency,
  };
}

/** The reference lists the form offers (companies are searched as one types: CompanyField). */
function useReference(): RequestReference {
  const { data } = useQuery(RequestReferenceQuery);
  const currencies = (data?.currencies ?? []).map((c) => ({ id: c.id, name: c.id }));
  if (!currencies.some((c) => c.id === 'EUR')) currencies.unshift({ id: 'EUR', name: 'EUR' });
  return { currencies, suppliers: data?.suppliers ?? [], sbus: data?.sbus ?? [] };
}

function ItemList({
  request,
  onRemove,
  itemForm,
}: {
  request: RequestFormFieldsFragment;
  onRemove(position: number): Promise<void>;
  /** Where the focus goes when the last item is removed: the item form. */
  itemForm: RefObject<HTMLFormElement | null>;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // After Remove (once the buttons are enabled again) the focus goes to the Remove button now in
  // the removed item's place, else the one before it, else the item form: not to <body>.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const index = refocus.current;
    if (index === null || removing !== null) return;
    refocus.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? itemForm.current)?.focus();
  });
  if (request.listItems.length === 0) return null;
  return (
    <List aria-label="List items" dense ref={list}>
      {request.listItems.map((item, index) => (
        <ListItem
          key={item.id}
          secondaryAction={
            <Button
              size="small"
              disabled={removing !== null}
              aria-label={`Remove item ${item.position}`}
              onClick={async () => {
                setRemoving(item.position);
                await onRemove(item.position);
                refocus.current = index;
                setRemoving(null);
              }}
            >
              Remove
            </Button>
          }
        >
          {listItemText(item)}
        </ListItem>
      ))}
    </List>
  );
}

export function RequestFormPage({ mode }: { mode: RequestFormMode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const banner = useBanner();
  // A Draft resumed from 'My drafts', or the stored request an Edit or Renew starts from.
  const draftId = mode === 'create' ? params.get('draft') : null;
  const storedId = mode === 'create' ? draftId : params.get('request');
  // Spec §6: Create, Edit and Renew are edit-purchase-request's; their routes send anyone else to
  // / (§2). This check only keeps the page from loading anything should it be rendered elsewhere.
  const permitted = isRequestEditor(useSession().user);
  const stored = useQuery(RequestForEditQuery, {
    variables: { id: storedId ?? '' },
    skip: !storedId || !permitted,
  });
  const storedRequest = stored.data?.purchaseRequest as
    RequestFormFieldsFragment | null | undefined;
  const reference = useReference();
  const [created, setRequest] = useState<RequestFormFieldsFragment | null>(null);
  const [chosenEntities, setEntities] = useState<RequestInfoValues['entities'] | null>(null);
  const [editing, setEditing] = useState(false);
  const createRequest = useCreateRequest();
  const updateRequest = useUpdateRequest();
  const addListItem = useAddListItem();
  const removeListItem = useRemoveListItem();
  const sendRequest = useSendRequest();
  const withdrawRequest = useWithdrawRequest();
  const mounted = useMounted();
  const itemForm = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // The status the resumed request had when the form opened: once sent here it is PROPOSED in the
  // cache, and the form must still show itself (and its banner) until the redirect.
  const [openedStatus, setOpenedStatus] = useState<string | null>(null);
  if (storedRequest && openedStatus === null) setOpenedStatus(storedRequest.status);

  if (!permitted) return <Alert severity="error">{TEXTS.forbidden}</Alert>;
  if (storedId && stored.loading) return <CircularProgress aria-label="Loading request" />;
  // A failed read is not an unknown request: its reason, not 'No such request has been found.'.
  if (storedId && !storedRequest && stored.error) {
    return <Alert severity="error">{errorBannerText(stored.error)}</Alert>;
  }
  if (storedId && !storedRequest) {
    return <Typography>{REQUEST_TEXTS.noRequestFound}</Typography>;
  }
  if (draftId && (openedStatus ?? storedRequest?.status) !== 'DRAFT') {
    return <Alert severity="info">{NO_LONGER_A_DRAFT}</Alert>;
  }
  // An order, or a request an edit has replaced, cannot be edited (the server's 409 at Save):
  // said at once, not after the user has gone through the form.
  const editRefusal = mode === 'edit' ? refusedEdit(stored.data?.purchaseRequest) : null;
  if (editRefusal) return <Alert severity="info">{editRefusal}</Alert>;
  const initialValues = storedRequest ? valuesFromRequest(storedRequest) : EMPTY_REQUEST;
  // The request the form works on: the one Next created, or the resumed Draft.
  const request = created ?? (draftId ? (storedRequest ?? null) : null);
  const entities = chosenEntities ?? (draftId ? initialValues.entities : []);
  // Renewing an order (an Approved request, from the expiration list) links the new request to it.
  const renewsId =
    mode === 'renew' && storedRequest?.status === 'APPROVED' ? storedRequest.id : null;
  const open = request ? compareDecimals(request.openAmount, '0') !== 0 : true;
  const title =
    mode === 'edit' ? 'Edit Request' : mode === 'renew' ? 'Renew Request' : 'Create Request';
  // Spec §2: 'Send Request (or Save when items exist on an existing request)' — an edit's request
  // once it holds items; the action is the same (the edit is sent for approval).
  const sendLabel =
    mode === 'edit' && request && request.listItems.length > 0 ? 'Save' : 'Send Request';

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <RequestInfoForm
        initialValues={initialValues}
        initialCompany={
          storedRequest ? { id: storedRequest.companyId, name: storedRequest.companyName } : null
        }
        reference={reference}
        created={request ? storedDraft(request) : null}
        editing={editing}
        onEditingChange={setEditing}
        editable={!sent && !sending && !cancelling}
        nextLabel={mode === 'edit' ? 'Save' : 'Next'}
        replacesId={mode === 'edit' ? storedId : null}
        onSave={async (values) => {
          const saved = await updateRequest(updateInput(request!.id, values));
          if (!saved) return false;
          setEntities(values.entities);
          setRequest(saved);
          return true;
        }}
        onNext={async (values) => {
          const made = await createRequest(
            createInput(values, mode === 'edit' ? storedId : null, renewsId),
          );
          if (!made) return;
          setEntities(values.entities);
          setRequest(made);
          // Edit and Renew carry the stored items over, in order; the first the new request
          // cannot take (an amount lowered below them) stops it with its banner, and the user
          // goes on from there with Add and Remove. A form left meanwhile carries no more.
          for (const item of storedRequest?.listItems ?? []) {
            if (!mounted.current) break;
            const carried = await addListItem(carriedItemInput(made.id, item));
            if (!carried) break;
            setRequest(carried);
          }
        }}
      />
      {request && (
        <>
          <Box sx={{ my: 2 }}>
            <ListItemForm
              requestId={request.id}
              currency={request.currency}
              openAmount={request.openAmount}
              entities={entities}
              focusTarget={itemForm}
              onAdd={async (input) => {
                const updated = await addListItem(input);
                if (updated) setRequest(updated);
                return updated !== null;
              }}
            />
          </Box>
          <ItemList
            request={request}
            itemForm={itemForm}
            onRemove={async (position) => {
              const updated = await removeListItem(request.id, position);
              if (updated) setRequest(updated);
            }}
          />
          <BudgetImpactPanel requestId={request.id} commitment="Send Request" />
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }} role="group" aria-label="Request actions">
        <Button
          variant="contained"
          disabled={
            !request ||
            editing ||
            sent ||
            sending ||
            cancelling ||
            request.listItems.length === 0 ||
            open
          }
          aria-describedby={editing ? 'request-send-reason' : undefined}
          onClick={async () => {
            setSending(true);
            const done = await sendRequest(request!.id);
            setSending(false);
            if (!done) return;
            setSent(true);
            banner(REQUEST_SENT);
            redirect.current = setTimeout(() => navigate('/requests'), TIMINGS.requestRedirectMs);
          }}
        >
          {sendLabel}
        </Button>
        <Button
          variant="outlined"
          disabled={cancelling || sending}
          onClick={async () => {
            // Without a Draft (none created yet, or sent: the redirect is under way) Cancel only
            // navigates.
            setCancelling(true);
            if (request && !sent && !(await withdrawRequest(request.id))) {
              setCancelling(false);
              return;
            }
            navigate('/requests');
          }}
        >
          Cancel Request
        </Button>
      </Stack>
      {editing && <FormHelperText id="request-send-reason">{SAVE_BEFORE_SENDING}</FormHelperText>}
    </Box>
  );
}

export const CreateRequestPage = () => <RequestFormPage mode="create" />;

/**
 * Edit and Renew: one form per stored request. A link to another one while the form is open (a
 * renewal alert's 'Renew the order') keeps the route, so the key makes it a new form: the old
 * one is left (its Draft withdrawn) and the new one starts from the request it names.
 */
function StoredRequestFormPage({ mode }: { mode: 'edit' | 'renew' }) {
  const [params] = useSearchParams();
  return <RequestFormPage key={params.get('request') ?? ''} mode={mode} />;
}

export const EditRequestPage = () => <StoredRequestFormPage mode="edit" />;
export const RenewRequestPage = () => <StoredRequestFormPage mode="renew" />;

function refusedEdit(
  stored: { status: string; supersededById?: string | null } | null | undefined,
) {
  if (stored?.status === 'APPROVED') return REQUEST_MESSAGES.editOrder;
  return stored?.supersededById ? REQUEST_MESSAGES.editReplaced(stored.supersededById) : null;
}
