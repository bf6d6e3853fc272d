// Add Entities (spec §2): product family → product → project or application, and Add. The
// chosen entity is the most specific one picked: a project or application, else the product.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  RequestFamiliesQuery,
  RequestFamilyProductsQuery,
  RequestProductEntitiesQuery,
} from './documents';
import type { SelectedEntity } from './requestValues';

function Picker(props: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  disabled?: boolean;
  onChange(value: string): void;
}) {
  const id = `entity-${props.label.toLowerCase().replace(/ /g, '-')}`;
  return (
    <TextField
      select
      id={id}
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="" />
      {props.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

export function EntityPicker({
  disabled,
  onAdd,
}: {
  disabled?: boolean;
  onAdd(entity: SelectedEntity): void;
}) {
  const [familyId, setFamilyId] = useState('');
  const [productId, setProductId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const families = useQuery(RequestFamiliesQuery).data?.productFamilies ?? [];
  const products =
    useQuery(RequestFamilyProductsQuery, { variables: { familyId }, skip: !familyId }).data
      ?.productFamily?.products ?? [];
  const product = useQuery(RequestProductEntitiesQuery, {
    variables: { productId },
    skip: !productId,
  }).data?.product;
  const projects = product?.projects ?? [];
  const applications = product?.applications ?? [];

  const productName = products.find((p) => p.id === productId)?.name ?? '';
  const chosen = (): SelectedEntity | null => {
    const project = projects.find((p) => p.id === projectId);
    if (project) return { type: 'PROJECT', id: project.id, name: project.name, productName };
    const application = applications.find((a) => a.id === applicationId);
    if (application)
      return { type: 'APPLICATION', id: application.id, name: application.name, productName };
    return productId ? { type: 'PRODUCT', id: productId, name: productName, productName } : null;
  };
  const entity = chosen();

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Picker
        label="Product family"
        value={familyId}
        options={families}
        disabled={disabled}
        onChange={(value) => {
          setFamilyId(value);
          setProductId('');
          setProjectId('');
          setApplicationId('');
        }}
      />
      <Picker
        label="Product"
        value={productId}
        options={products}
        disabled={disabled || !familyId}
        onChange={(value) => {
          setProductId(value);
          setProjectId('');
          setApplicationId('');
        }}
      />
      <Picker
        label="Project"
        value={projectId}
        options={projects}
        // One entity per Add: a project or an application, not both.
        disabled={disabled || !productId || Boolean(applicationId)}
        onChange={setProjectId}
      />
      <Picker
        label="Application"
        value={applicationId}
        options={applications}
        disabled={disabled || !productId || Boolean(projectId)}
        onChange={setApplicationId}
      />
      <Button
        variant="outlined"
        disabled={disabled || !entity}
        onClick={() => {
          if (!entity) return;
          onAdd(entity);
          setProjectId('');
          setApplicationId('');
        }}
      >
        Add entity
      </Button>
    </Stack>
  );
}
