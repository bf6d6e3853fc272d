// Storing a product image before the product is created (spec §3, §5, §8). The hook owns the
// image banners: too large, the same image already stored, or any other failure.
import { useCallback } from 'react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  UploadProductImageInput,
  UploadProductImageMutation as Data,
} from '../../../gql/graphql';
import { errorBannerText } from '../../../shared/errors/errorText';
import { useWrite, type UserError, type Write } from '../../../shared/writes/useWrite';

export const UploadProductImageMutation = graphql(`
  mutation UploadProductImage($input: UploadProductImageInput!) {
    uploadProductImage(input: $input) {
      image {
        id
        name
        dataUrl
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export type UploadImageOutcome = { status: 'stored'; imageId: string } | { status: 'rejected' };

/** The banner for a refused image: the spec's texts for the two known reasons, else its generic one. */
function rejectionText(errors: readonly UserError[]): string {
  if (errors.some((error) => error.code === 'CONFLICT')) return TEXTS.imageDuplicate;
  if (errors.some((error) => error.message.includes(TEXTS.imageTooLargeServer))) {
    return TEXTS.imageTooLarge;
  }
  return TEXTS.imageError;
}

const UPLOAD_IMAGE: Write<Data, Data['uploadProductImage'], string> = {
  payload: (data) => data.uploadProductImage,
  done: (payload) => payload.image?.id,
  refused: (_rest, all) => rejectionText(all),
  // Permission and reachability keep their own texts; anything else is the image's failure.
  failed: (error) => {
    const text = errorBannerText(error);
    const known: readonly string[] = [TEXTS.forbidden, TEXTS.networkError];
    return known.includes(text) ? text : TEXTS.imageError;
  },
};

export function useUploadProductImage() {
  const write = useWrite(UploadProductImageMutation, UPLOAD_IMAGE);
  return useCallback(
    async (input: UploadProductImageInput): Promise<UploadImageOutcome> => {
      const outcome = await write({ input });
      return outcome.status === 'done'
        ? { status: 'stored', imageId: outcome.done }
        : { status: 'rejected' };
    },
    [write],
  );
}
