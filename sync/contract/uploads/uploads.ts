/** The contract of /api/upload: storing a picture and reading it back. */
import { z } from 'zod';
import { fileReply, route } from '../route';

/** The pictures the API accepts, recognised by their bytes (api/uploads/sniff.ts). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const uploads = {
  /**
   * Stores one picture. The body is multipart/form-data (no JSON schema): `file`, optionally `fileId` (the id the
   * device made, so an offline upload can be retried) and `purpose` ('personal' for ID photos, signatures, contracts).
   * Answers a list holding the one stored address, '/api/upload/files/<id>'.
   */
  upload: route({
    method: 'POST',
    path: '/api/upload/uploadfile',
    reply: z.array(z.string().regex(/^\/api\/upload\/files\/[A-Za-z0-9_-]{24}$/)),
  }),
  /**
   * A stored picture of the organisation (personal ones only to those who may see their record), or a contract
   * template file (PDF or DOCX, stored by /api/settings/contract-templates/file).
   */
  file: route({
    method: 'GET',
    path: '/api/upload/files/:id{[A-Za-z0-9_-]{24}}',
    reply: fileReply(
      ...PICTURE_TYPES,
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
  }),
};
