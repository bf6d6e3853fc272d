// Product images (spec §5): a data URL of at most 500 KB of image; the same bytes twice are
// refused. Identity is the SHA-256 of the decoded bytes, so two data URLs that differ only in
// line breaks or the declared type still name the same image.
import { createHash } from 'node:crypto';
import {
  dataUrlByteLength,
  IMAGE_TYPE_MESSAGE,
  imageTooLarge,
  isProductImageType,
  TEXTS,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../../activity/index.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { ensureUser } from '../../reference/index.ts';
import { requireObject } from '../../http/validation.ts';
import { imageWithContent, insertImage } from './repository.ts';

/** A base64 data URL of one of PRODUCT_IMAGE_TYPES: `data:<type>;base64,<data>`. */
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/;
const NAME_MAX = 255;

const duplicate = () => new AppError(409, 'CONFLICT', TEXTS.imageDuplicate, 'newImageData');
const invalid = (field: string, message: string) => validationFailed([{ field, message }]);

function parseImage(body: unknown) {
  const raw = requireObject(body);
  const dataUrl = raw.newImageData;
  const match = typeof dataUrl === 'string' ? DATA_URL.exec(dataUrl.trim()) : null;
  if (!match || !isProductImageType(match[1]!)) {
    throw invalid('newImageData', `${IMAGE_TYPE_MESSAGE} (a base64 data URL)`);
  }
  if (imageTooLarge(dataUrlByteLength(match[0]))) {
    throw invalid('newImageData', TEXTS.imageTooLargeServer);
  }
  const bytes = Buffer.from(match[2]!.replace(/\s/g, ''), 'base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // The route's input guard has made `name` a string when given.
  const given = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (given.length > NAME_MAX)
    throw invalid('name', `Name can have at most ${NAME_MAX} characters`);
  // The spec's client sends only the data URL: a name is made from the content then.
  const name = given || `image-${sha256.slice(0, 12)}`;
  return { name, imageData: match[0], sha256 };
}

export async function createImage(ctx: AppContext, user: CurrentUser, body: unknown) {
  const image = parseImage(body);
  return ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    if (await imageWithContent(trx, image.sha256)) throw duplicate();
    const stored = await insertImage(trx, image).catch((error: unknown) => {
      throw isUniqueViolation(error) ? duplicate() : error;
    });
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'image',
      entityId: stored.id,
      summary: summarize({ name: image.name, sha256: image.sha256 }),
    });
    return stored;
  });
}
