import { buildOpenApiDocument, type ApiOperation } from './document';
import { accountOperations, catalogAndCartOperations, geoOperations } from './operations';
import { discoveryOperations, moneyOperations } from './operations.more';
import { contentOperations } from './operations.content';
import { serviceOperations } from './operations.service';
import { filesOperations } from './operations.files';
import { prescriptionsOperations } from './operations.prescriptions';
import { historyOperations } from './operations.history';
import { browseOperations } from './operations.browse';
import { checkoutOperations } from './operations.checkout';
import { accountPageOperations } from './operations.account';
import { siteOperations } from './operations.site';
import { showcaseOperations } from './operations.showcase';
import { oidcOperations } from './operations.oidc';

/** Every documented operation of the store API. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...catalogAndCartOperations,
  ...geoOperations,
  ...accountOperations,
  ...discoveryOperations,
  ...moneyOperations,
  ...contentOperations,
  ...serviceOperations,
  ...filesOperations,
  ...prescriptionsOperations,
  ...historyOperations,
  ...browseOperations,
  ...checkoutOperations,
  ...accountPageOperations,
  ...siteOperations,
  ...showcaseOperations,
  ...oidcOperations,
];

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document served at /api/store/openapi.json (built once per process). */
export function openApiDocument() {
  cached ??= buildOpenApiDocument(API_OPERATIONS, { title: 'Vitrine store API', version: '1.0.0' });
  return cached;
}
export { oidcOperations } from './operations.oidc';
