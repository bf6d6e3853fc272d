// The product image (spec §5): any image file up to 500 KB. A larger file is refused at once with
// the spec's text, before anything is uploaded; the chosen file is uploaded when the form is sent.
// 'Choose image' is a real button that opens the hidden file input, so it is reached with Tab and
// worked with Enter or Space (a <label> styled as a button is neither, whatever its role says).
import { useId, useRef } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { imageTooLarge, TEXTS } from '@cost-steering/schema';
import { useBanner } from '../../../shared/banner/StatusBanner';

export function ProductImageField({ disabled }: { disabled?: boolean }) {
  const [field, , helpers] = useField<File | null>('image');
  const input = useRef<HTMLInputElement>(null);
  const showBanner = useBanner();
  const chosenId = useId();

  function choose(file: File | undefined) {
    if (file && imageTooLarge(file.size)) {
      showBanner(TEXTS.imageTooLarge);
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
        accept="image/*"
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
