import type { Cart, CartNotice } from '../contract';
import type { CartMessage, CartMessageType } from './cart.types';

/** How each server notice type reads as a message (spec 8: notices are warnings, errors errors, success success). */
export const NOTICE_MESSAGE_TYPES: Readonly<Record<CartNotice['type'], CartMessageType>> = {
  notice: 'warning',
  error: 'error',
  success: 'success',
};

/**
 * Turns a cart's `notices` into messages, numbering them from `firstId`.
 * A cart without notices gives none; an unknown notice type reads as a warning.
 *
 * @example
 * messagesFromNotices(cart, 1);
 * // [{ id: 1, type: 'warning', code: 'QUANTITY_REDUCED', message: 'Only 2 left, quantity set to 2' }]
 */
export function messagesFromNotices(cart: Pick<Cart, 'notices'>, firstId: number): CartMessage[] {
  return (cart.notices ?? []).map((notice, index) => ({
    id: firstId + index,
    type: NOTICE_MESSAGE_TYPES[notice.type] ?? 'warning',
    code: notice.code,
    message: notice.message,
  }));
}
