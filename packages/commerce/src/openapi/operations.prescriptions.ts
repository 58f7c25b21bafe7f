import {
  prescriptionListSchema,
  prescriptionRequirementSchema,
  prescriptionsQuerySchema,
  savedPrescriptionSchema,
  savePrescriptionSchema,
} from '@vitrine/headless/contract';
import { z } from 'zod';
import type { ApiOperation } from './document';

/** Contact-lens and eyewear prescriptions: the special attribute `power` (Power (L), Power (R)). */
export const prescriptionsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/fclca/prescriptions',
    tag: 'Prescriptions',
    summary:
      'With product_id: whether the product takes a prescription and its power fields (cacheable). ' +
      "Without: the signed-in customer's saved prescriptions (401 when signed out)",
    query: prescriptionsQuerySchema,
    response: z.union([prescriptionRequirementSchema, prescriptionListSchema]),
    errors: [401, 404, 422],
  },
  {
    method: 'post',
    path: '/fclca/prescriptions',
    tag: 'Prescriptions',
    summary:
      'Save a prescription (name 1–60, powers from the list, optional expires_on); at most 10 (409 PRESCRIPTION_LIMIT)',
    body: savePrescriptionSchema,
    response: z.object({ prescription: savedPrescriptionSchema }),
    status: 201,
    auth: 'csrf',
    errors: [400, 401, 403, 409, 422],
  },
  {
    method: 'delete',
    path: '/fclca/prescriptions/{id}',
    tag: 'Prescriptions',
    summary: 'Delete one of your prescriptions; answers the remaining list (404 when it is not yours)',
    response: prescriptionListSchema,
    auth: 'csrf',
    errors: [401, 403, 404],
  },
];
