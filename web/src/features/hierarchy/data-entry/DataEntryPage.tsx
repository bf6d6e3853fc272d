// /data-entry (spec §2 'Data entry'): choose a product family (required), a product and a project
// or application (each list narrowed by the choice above), and whether Forecast or Budget figures
// are entered (Budget only in the budgeting period). The spec gives Enter no effect: it checks the
// choice and sends nothing (README 'Data entry').
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Form, Formik, useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { object, string } from 'yup';
import { PRODUCT_MESSAGES } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import { FormSelect, type Option } from '../../../shared/forms/FormFields';
import { useFamilyChoices, useFamilyProducts } from '../hooks/useHierarchyChoices';
import { byName } from '../hooks/useReferenceChoices';
import { isBudgetingPeriod } from './budgetingPeriod';

export const DataEntryEntitiesQuery = graphql(`
  query DataEntryEntities($productId: ID!) {
    product(id: $productId) {
      id
      projects {
        id
        name
      }
      applications {
        id
        name
      }
    }
  }
`);

type FigureKind = 'forecast' | 'budget';

interface DataEntryValues {
  familyId: string;
  productId: string;
  /** 'project:<id>' or 'application:<id>', or '' for the product itself. */
  entity: string;
  figures: FigureKind;
}

const schema = object({ familyId: string().required(PRODUCT_MESSAGES.familyRequired) });

const initialValues: DataEntryValues = {
  familyId: '',
  productId: '',
  entity: '',
  figures: 'forecast',
};

function useEntityOptions(productId: string): Option[] {
  const { data } = useQuery(DataEntryEntitiesQuery, {
    variables: { productId },
    skip: !productId,
  });
  const product = data?.product;
  if (!product || product.id !== productId) return [];
  return [
    ...[...product.projects].sort(byName).map(({ id, name }) => ({
      id: `project:${id}`,
      name: `Project: ${name}`,
    })),
    ...[...product.applications].sort(byName).map(({ id, name }) => ({
      id: `application:${id}`,
      name: `Application: ${name}`,
    })),
  ];
}

function DataEntryFields({ budgetOpen }: { budgetOpen: boolean }) {
  const { values, setValues, handleChange } = useFormikContext<DataEntryValues>();
  const { families } = useFamilyChoices();
  const { products } = useFamilyProducts(values.familyId);
  const entities = useEntityOptions(values.productId);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormSelect
        name="familyId"
        label="Product Family"
        options={families}
        onChoose={(familyId) =>
          void setValues({ ...values, familyId, productId: '', entity: '' }, true)
        }
      />
      <FormSelect
        name="productId"
        label="Product"
        required={false}
        options={products}
        disabled={!values.familyId}
        onChoose={(productId) => void setValues({ ...values, productId, entity: '' }, true)}
      />
      <FormSelect
        name="entity"
        label="Project or Application"
        required={false}
        options={entities}
        disabled={!values.productId}
      />
      <FormControl>
        <FormLabel id="data-entry-figures">Figures</FormLabel>
        <RadioGroup
          row
          name="figures"
          aria-labelledby="data-entry-figures"
          value={values.figures}
          onChange={handleChange}
        >
          <FormControlLabel value="forecast" control={<Radio />} label="Forecast" />
          <FormControlLabel
            value="budget"
            control={<Radio />}
            label="Budget"
            disabled={!budgetOpen}
          />
        </RadioGroup>
        {!budgetOpen && (
          <Typography variant="caption" color="text.secondary">
            Budget figures can be entered from October to December, when next year is planned.
          </Typography>
        )}
      </FormControl>
      <div>
        <Button type="submit" variant="contained">
          Enter
        </Button>
      </div>
    </Stack>
  );
}

export function DataEntryPage({ today }: { today?: Date }) {
  const budgetOpen = useMemo(() => isBudgetingPeriod(today ?? new Date()), [today]);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Data entry
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 3, maxWidth: 480 }}>
        Enter checks the selection. Entering the figures themselves is not part of this version:
        nothing is saved.
      </Alert>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        // The spec gives Enter no effect beyond the check: nothing is sent.
        onSubmit={() => undefined}
      >
        <Form noValidate aria-label="Data entry">
          <DataEntryFields budgetOpen={budgetOpen} />
        </Form>
      </Formik>
    </Paper>
  );
}
