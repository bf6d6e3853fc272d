// The product image (spec §5): an image file up to 500 KB, of a type the server stores
// (PRODUCT_IMAGE_TYPES). A larger file is refused at once with the spec's text, another type with
// the server's, before anything is uploaded; the chosen file is uploaded when the form is sent.
// 'Choose image' is a real button that opens the hidden file input, so it is reached with Tab and
// worked with Enter or Space (a <label> styled as a button is neither, whatever its role says).
import { useId, useRef } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  IMAGE_TYPE_MESSAGE,
  imageTooLarge,
  isProductImageType,
  PRODUCT_IMAGE_TYPES,
  TEXTS,
} from '@cost-steering/schema';
import { useBanner } from '../../../shared/banner/StatusBanner';

export function ProductImageField({ disabled }: { disabled?: boolean }) {
  const [field, , helpers] = useField<File | null>('image');
  const input = useRef<HTMLInputElement>(null);
  const showBanner = useBanner();
  const chosenId = useId();

  function choose(file: File | undefined) {
    const refusal = !file
      ? null
      : !isProductImageType(file.type)
        ? `Error: ${IMAGE_TYPE_MESSAGE}`
        : imageTooLarge(file.size)
          ? TEXTS.imageTooLarge
          : null;
    if (refusal) {
      showBanner(refusal);
      if (input.current) input.current.value = '';
      void helpers.setValue(null);
      return;
    }
    void helpers.setValue(file ?? null);
  }

  function remove() {
    if (input.current) input.current.value = '';
    void helpers.setValue(null);
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        disabled={disabled}
        aria-describedby={chosenId}
        onClick={() => input.current?.click()}
      >
        Choose image
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        aria-label="Image"
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {/* An <output> announces the new choice to screen readers. */}
      <Typography
        component="output"
        id={chosenId}
        variant="body2"
        color="text.secondary"
        aria-label="Chosen image"
      >
        {field.value ? field.value.name : 'No image (a placeholder is shown)'}
      </Typography>
      {field.value && !disabled && (
        <Button size="small" onClick={remove}>
          Remove image
        </Button>
      )}
    </Box>
  );
}
