import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import {
  demoTrackingCancelled,
  demoTrackingDelivered,
  demoTrackingEvents,
  demoTrackingInTransit,
  demoTrackingJustOrdered,
} from '../fixtures/feedback';
import { OrderTrackingTimeline } from './OrderTrackingTimeline';
import { stageStates } from './tracking';

describe('stageStates', () => {
  it('marks stages before the last reached complete, it current, the rest upcoming', () => {
    expect(stageStates(demoTrackingInTransit.stages).map((s) => s.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(stageStates(demoTrackingJustOrdered.stages)[0]!.state).toBe('current');
    expect(stageStates(demoTrackingDelivered.stages).every((s) => s.state === 'complete')).toBe(true);
  });
});

describe('OrderTrackingTimeline', () => {
  it('lists the six stages in order with the current one marked', () => {
    render(<OrderTrackingTimeline tracking={demoTrackingInTransit} events={demoTrackingEvents} timeZone="UTC" />);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.split(',')[0])).toEqual([
      'Ordered',
      'In Process',
      'Order Ready',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveAttribute('data-state', 'current');
    expect(steps[4]).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getByRole('heading', { name: 'Order VT-100245' })).toBeInTheDocument();
    expect(screen.getByText('On its way')).toHaveAttribute('data-status', 'transit');
  });

  it('shows event times (UTC) in the locale and time zone given', () => {
    const { rerender } = render(
      <OrderTrackingTimeline tracking={demoTrackingInTransit} events={demoTrackingEvents} timeZone="UTC" />,
    );
    const first = screen.getByText('Departed facility').closest('li')!;
    expect(within(first).getByText(/May 14, 2026.*6:12/)).toHaveAttribute('datetime', '2026-05-14T06:12:00Z');
    rerender(
      <OrderTrackingTimeline
        tracking={demoTrackingInTransit}
        events={demoTrackingEvents}
        locale="de-DE"
        timeZone="Europe/Berlin"
      />,
    );
    expect(
      within(screen.getByText('Departed facility').closest('li')!).getByText(/14\.05\.2026.*08:12/),
    ).toBeInTheDocument();
  });

  it('says a cancelled or refused order will not ship, instead of waiting for a carrier', () => {
    const { rerender } = render(<OrderTrackingTimeline tracking={demoTrackingCancelled} />);
    expect(screen.getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.getByTestId('order-ended')).toHaveTextContent('This order was cancelled and will not be shipped.');
    expect(screen.queryByText('Waiting for the carrier')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    rerender(<OrderTrackingTimeline tracking={{ ...demoTrackingCancelled, order_status: 'failed' }} />);
    expect(screen.getByText('Payment refused')).toHaveAttribute('data-status', 'failed');
    rerender(<OrderTrackingTimeline tracking={demoTrackingJustOrdered} />);
    expect(screen.getByText('Waiting for the carrier')).toHaveAttribute('data-status', 'pending');
  });

  it('says when there are no events yet', () => {
    render(<OrderTrackingTimeline tracking={demoTrackingJustOrdered} />);
    expect(screen.getByText('No updates from the carrier yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Tracking number/)).toBeNull();
  });

  it("shows 'Could Not Find Order' and a loading state", () => {
    const { container, rerender } = render(<OrderTrackingTimeline tracking={null} status="not-found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could Not Find Order');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'not-found');
    rerender(<OrderTrackingTimeline tracking={null} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Looking up your order…');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <OrderTrackingTimeline tracking={demoTrackingInTransit} events={demoTrackingEvents} />
        <OrderTrackingTimeline tracking={null} status="not-found" />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
