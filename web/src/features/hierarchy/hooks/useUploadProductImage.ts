// Storing a product image before the product is created (spec §3, §5, §8). The hook owns the
// image banners: too large, the same image already stored, or any other failure.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { UploadProductImageInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';

export const UploadProductImageMutation = graphql(`
  mutation UploadProductImage($input: UploadProductImageInput!) {
    uploadProductImage(input: $input) {
      image {
        id
        name
        dataUrl
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export type UploadImageOutcome = { status: 'stored'; imageId: string } | { status: 'rejected' };

/** The banner for a refused image: the spec's texts for the two known reasons, else its generic one. */
function rejectionText(errors: readonly { code: string; message: string }[]): string {
  if (errors.some((error) => error.code === 'CONFLICT')) return TEXTS.imageDuplicate;
  if (errors.some((error) => error.message.includes(TEXTS.imageTooLargeServer))) {
    return TEXTS.imageTooLarge;
  }
  return TEXTS.imageError;
}

export function useUploadProductImage() {
  const showBanner = useBanner();
  const [mutate] = useMutation(UploadProductImageMutation);

  return useCallback(
    async (input: UploadProductImageInput): Promise<UploadImageOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.uploadProductImage;
        if (payload?.image) return { status: 'stored', imageId: payload.image.id };
        showBanner(rejectionText(payload?.errors ?? []));
      } catch (error) {
        // Permission and reachability keep their own texts; anything else is the image's failure.
        const text = errorBannerText(error);
        const known: readonly string[] = [TEXTS.forbidden, TEXTS.networkError];
        showBanner(known.includes(text) ? text : TEXTS.imageError);
      }
      return { status: 'rejected' };
    },
    [mutate, showBanner],
  );
}
