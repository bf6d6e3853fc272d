// The product image on submit (spec §3, §5): read the chosen file as a data URL and store it once.
// Sending the form again with the same file (e.g. after a duplicate name) reuses the stored
// image, because the server refuses the same bytes twice ('Same image already exists!').
import { useCallback, useRef } from 'react';
import { TEXTS } from '@cost-steering/schema';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { useUploadProductImage } from '../hooks/useUploadProductImage';
import { readDataUrl } from './readDataUrl';

/** The stored image's id (null without a file), or null overall when the image was refused. */
export function useImageStore() {
  const upload = useUploadProductImage();
  const showBanner = useBanner();
  const stored = useRef<{ file: File; imageId: string } | null>(null);
  return useCallback(
    async (file: File | null): Promise<{ imageId: string | null } | null> => {
      if (!file) return { imageId: null };
      if (stored.current?.file === file) return { imageId: stored.current.imageId };
      let dataUrl: string;
      try {
        dataUrl = await readDataUrl(file);
      } catch (error) {
        console.error('reading the image failed', error);
        showBanner(TEXTS.imageError);
        return null;
      }
      const outcome = await upload({ name: file.name, dataUrl });
      if (outcome.status !== 'stored') return null;
      stored.current = { file, imageId: outcome.imageId };
      return { imageId: outcome.imageId };
    },
    [showBanner, upload],
  );
}
