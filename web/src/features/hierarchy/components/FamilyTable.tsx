import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductFamilyFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { forecastTone, TONE_COLOR } from '../../../shared/money/money';

export function FamilyTable({ families }: { families: readonly ProductFamilyFieldsFragment[] }) {
  const money = useMoney();
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Product families">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell>Year</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell align="right">Forecast</TableCell>
            <TableCell align="right">Actuals</TableCell>
            <TableCell align="right">Available budget</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {families.map((family) => (
            <TableRow key={family.id} hover>
              <TableCell component="th" scope="row">
                {family.name}
              </TableCell>
              <TableCell>{family.owner}</TableCell>
              <TableCell>{family.year}</TableCell>
              <TableCell align="right">{money(family.budget)}</TableCell>
              <TableCell
                align="right"
                sx={{ color: TONE_COLOR[forecastTone(family.forecast, family.budget)] }}
              >
                {money(family.forecast)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ color: TONE_COLOR[forecastTone(family.actuals, family.forecast)] }}
              >
                {money(family.actuals)}
              </TableCell>
              <TableCell align="right">{money(family.availableBudget)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
