// NOTE: the formatter lives in packages/shared so the server's page descriptions say prices the same way.
export { formatBdt, formatTaka } from '@boibazar/shared/money';
