export type AnalyticsEvent =
  | {
      readonly type: 'product/viewed';
      readonly payload: { readonly productId: string; readonly variantId: string | null };
    }
  | { readonly type: 'analytics/sessionEventReported'; readonly payload: { readonly status: number } };
