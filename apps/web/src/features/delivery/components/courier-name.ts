// How a courier's name reads (the server's value is its key: `pathao`, `steadfast`, `sandbox`).
type CourierNames = { courierPathao: string; courierSteadfast: string; courierSandbox: string };

export const courierName = (t: CourierNames, courier: string): string =>
  ({ pathao: t.courierPathao, steadfast: t.courierSteadfast, sandbox: t.courierSandbox })[courier] ?? courier;
