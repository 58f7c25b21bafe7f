import type { ProgressStage, TrackingStatus } from './tracking';

/** Texts of {@link OrderTrackingTimeline}; override to translate. */
export interface OrderTrackingLabels {
  title: (orderNumber: string) => string;
  trackingNumber: string;
  stages: Record<ProgressStage, string>;
  /** Spoken after a stage name. */
  stageState: { complete: string; current: string; upcoming: string };
  statuses: Record<TrackingStatus, string>;
  /** Shown instead of the carrier status for an order that will not ship. */
  orderCancelled: string;
  orderCancelledNote: string;
  orderFailed: string;
  orderFailedNote: string;
  progress: string;
  events: string;
  noEvents: string;
  loading: string;
  notFound: string;
  notFoundHelp: string;
}

export const DEFAULT_ORDER_TRACKING_LABELS: OrderTrackingLabels = {
  title: (number) => `Order ${number}`,
  trackingNumber: 'Tracking number',
  stages: {
    Ordered: 'Ordered',
    'In Process': 'In Process',
    'Order Ready': 'Order Ready',
    'In Transit': 'In Transit',
    'Out for Delivery': 'Out for Delivery',
    Delivered: 'Delivered',
  },
  stageState: { complete: 'completed', current: 'current step', upcoming: 'not yet' },
  statuses: {
    pending: 'Waiting for the carrier',
    notfound: 'Not yet scanned by the carrier',
    transit: 'On its way',
    pickup: 'Out for delivery',
    expired: 'Tracking expired',
    undelivered: 'Delivery attempt failed',
    exception: 'Delivery problem',
    delivered: 'Delivered',
  },
  orderCancelled: 'Cancelled',
  orderCancelledNote: 'This order was cancelled and will not be shipped.',
  orderFailed: 'Payment refused',
  orderFailedNote: 'The payment for this order was refused, so it will not be shipped.',
  progress: 'Order progress',
  events: 'Shipment updates',
  noEvents: 'No updates from the carrier yet.',
  loading: 'Looking up your order…',
  notFound: 'Could Not Find Order',
  notFoundHelp: 'Check the order number and email address, or the tracking number, and try again.',
};
