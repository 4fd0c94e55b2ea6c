import { z } from 'zod';
import { REQUIRED, text } from './common';

/** The card image every upload becomes: an 800x480 JPEG, at most 10 MB. */
export const WARRIOR_IMAGE = {
  width: 800,
  height: 480,
  maxBytes: 10 * 1024 * 1024,
  contentType: 'image/jpeg',
} as const;

/**
 * POST /warrior/image: ask for a signed address to PUT one warrior's image to. The file name
 * is the warrior's id plus '.jpg'; the server builds the stored key itself.
 */
export const WarriorImageInput = z.object({
  fileName: text({ error: REQUIRED })
    .min(1, 'Please choose an image')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+\.jpg$/, 'The file name must be a warrior id followed by .jpg'),
  companyId: text({ error: REQUIRED }).min(1, 'Please select a company').max(100),
});
export type WarriorImageInput = z.infer<typeof WarriorImageInput>;

/** The answer: where to PUT the bytes (`signedRequest`) and the address to save on the warrior. */
export const WarriorImageUpload = z.object({
  data: z.object({ signedRequest: text(), url: text() }),
});
export type WarriorImageUpload = z.infer<typeof WarriorImageUpload>;
