// Spec §4 'Delivery warning': an icon beside the status when delivery is within 8 weeks (the
// server computes `deliveryWarning` with the schema's rule). The icon is an image with a name, so
// a screen reader says what the colour and shape say.
import Tooltip from '@mui/material/Tooltip';
import WarningIcon from '@mui/icons-material/WarningAmber';

export const DELIVERY_WARNING_LABEL = 'Delivery within 8 weeks';

export function DeliveryWarning() {
  return (
    <Tooltip title={DELIVERY_WARNING_LABEL}>
      <WarningIcon
        role="img"
        aria-label={DELIVERY_WARNING_LABEL}
        aria-hidden={false}
        fontSize="small"
        sx={{ color: 'warning.main', verticalAlign: 'middle', ml: 0.5 }}
      />
    </Tooltip>
  );
}
