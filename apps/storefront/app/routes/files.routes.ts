import { route } from '@react-router/dev/routes';

/** Store API routes of the files module; spread into app/routes.ts. */
export const filesRoutes: ReturnType<typeof route>[] = [
  // Uploads: sign first, then PUT the bytes to the signed address.
  route('api/store/files/sign', 'routes/api.files.sign.ts'),
  route('api/store/files', 'routes/api.files.upload.ts'),
  route('api/store/files/:id', 'routes/api.files.file.ts'),
  route('api/store/attachments', 'routes/api.files.attachments.ts'),
  route('api/store/trackhub', 'routes/api.files.trackhub.ts'),
];
