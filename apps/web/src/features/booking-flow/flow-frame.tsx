import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { BlockSpinner } from '../../ui/spinner.tsx';
import type { FlowSlot } from './api/use-flow-slot.ts';
import { useFlowSlot } from './api/use-flow-slot.ts';
import styles from './booking-flow.module.css';
import { type FlowPath, useFlowPath } from './flow-path.ts';

export interface FlowContext {
  flow: FlowPath;
  slot: FlowSlot;
  member: boolean;
}

/** Replaces the page, keeping the brand and language parameters. */
export function StickyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={withStickyQuery(to, search)} />;
}

function SlotStep({ flow, children }: { flow: FlowPath; children: (context: FlowContext) => ReactNode }) {
  const { t } = useTranslation();
  const member = useMemberCalls();
  const state = useFlowSlot(flow, member);
  if (state.status === 'loading') return <BlockSpinner label={t('common.loading')} />;
  if (state.status === 'missing') return <StickyRedirect to={state.redirectTo} />;
  return <div className={styles.page}>{children({ flow, slot: state.slot, member })}</div>;
}

/**
 * A step that needs the chosen slot: without one it goes back to where slots are chosen (spec 000 section 2.2);
 * course and event slots can be loaded by id instead.
 */
export function FlowStep({ children }: { children: (context: FlowContext) => ReactNode }) {
  const flow = useFlowPath();
  // The route table mounts these screens only below /booking/{kind}/:id.
  if (!flow) return null;
  return <SlotStep flow={flow}>{children}</SlotStep>;
}

/** A step that needs only the flow's address (success, confirm, outcome pages). */
export function FlowPage({ children }: { children: (flow: FlowPath) => ReactNode }) {
  const flow = useFlowPath();
  if (!flow) return null;
  return <div className={styles.page}>{children(flow)}</div>;
}
