import { lazy, Suspense, type ComponentProps } from 'react';
import type { ErrorBlock as KitErrorBlock, ToastShowProps } from 'antd-mobile';

/**
 * The kit's parts the dashboard shows only after a failure or a tap: loaded then (./kit-parts.ts, with the kit), so
 * the dashboard's first paint needs no kit code.
 */
const kit = () => import('./kit-parts');

const LazyErrorBlock = lazy(() => kit().then((m) => ({ default: m.ErrorBlock })));

export function ErrorBlock(props: ComponentProps<typeof KitErrorBlock>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorBlock {...props} />
    </Suspense>
  );
}

export const showToast = (props: ToastShowProps) => void kit().then((m) => m.Toast.show(props));

const LazyDotLoading = lazy(() => kit().then((m) => ({ default: m.DotLoading })));

/** The kit's three dots (while the picker's choices load); plain dots until the kit is in. */
export function DotLoading() {
  return (
    <Suspense fallback="…">
      <LazyDotLoading />
    </Suspense>
  );
}
