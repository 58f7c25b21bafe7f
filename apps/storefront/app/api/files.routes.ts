import { route } from '@react-router/dev/routes';

/** Store API routes of the files module; spread into app/routes.ts. */
export const filesRoutes: ReturnType<typeof route>[] = [
  // Uploads: sign first, then PUT the bytes to the signed address.
  route('api/store/files/sign', 'api/api.files.sign.ts'),
  route('api/store/files', 'api/api.files.upload.ts'),
  route('api/store/files/:id', 'api/api.files.file.ts'),
  route('api/store/attachments', 'api/api.files.attachments.ts'),
  route('api/store/trackhub', 'api/api.files.trackhub.ts'),
];
