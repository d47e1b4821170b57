import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { createPromotionsWorkflow } from '@medusajs/medusa/core-flows';
import type { MedusaPromotionInput } from '../../../seed-input';

/**
 * The store's coupon codes (the local backend's running ones, harness/local-backend/store/promotions.ts) as Medusa
 * promotions, through Medusa's own workflow: standard, active, a percentage off each item of any cart
 * (`target_type: items`, `allocation: across`), so the brand runs them from its own admin.
 */
export async function seedPromotions(
  container: MedusaContainer,
  promotions: readonly MedusaPromotionInput[],
  currency: string,
): Promise<void> {
  if (promotions.length === 0) return;
  container.resolve(ContainerRegistrationKeys.LOGGER).info('Seeding promotions...');
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: promotions.map((promotion) => ({
        code: promotion.code,
        type: 'standard' as const,
        status: 'active' as const,
        is_automatic: false,
        application_method: {
          type: 'percentage' as const,
          target_type: 'items' as const,
          allocation: 'across' as const,
          value: promotion.percent,
          currency_code: currency,
        },
      })),
    },
  });
}
