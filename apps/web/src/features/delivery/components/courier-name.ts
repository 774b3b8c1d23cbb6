// How a courier's name reads (the server's value is its key: `pathao`, `steadfast`, `sandbox`).
import type { useText } from '../../../i18n/i18n.ts';

type Texts = ReturnType<typeof useText<'delivery'>>;

export const courierName = (t: Texts, courier: string): string =>
  ({ pathao: t.courierPathao, steadfast: t.courierSteadfast, sandbox: t.courierSandbox })[courier] ?? courier;
