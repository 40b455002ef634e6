import { DEGREE_LEVELS, INCOME_SLABS } from '../../contract/enums';

/* A profile's traits as partner preferences compare them, in SQL (rules/partner-preferences.ts). */

const sqlList = (values: readonly string[]) => `ARRAY['${values.map((v) => v.replaceAll("'", "''")).join("','")}']`;

/** SQL: a profile's education level from its degree (NULL when the degree is not one we know). */
export function educationLevelSql(degree: string): string {
  const arms = ([4, 3, 2, 1] as const).map((level) => {
    const degrees = Object.entries(DEGREE_LEVELS)
      .filter(([, l]) => l === level)
      .map(([d]) => d);
    return `WHEN ${degree} = ANY(${sqlList(degrees)}) THEN ${level}`;
  });
  return `(CASE ${arms.join(' ')} END)`;
}

/** SQL: a profile's income slab from its bounds, as rangeToSlab reads them. */
export function incomeSlabSql(min: string, max: string): string {
  const bound = (v: number | null) => (v === null ? 'NULL' : String(v));
  const arms = INCOME_SLABS.filter((s) => s.value !== 'NO_INCOME').map(
    (s) =>
      `WHEN ${min} IS NOT DISTINCT FROM ${bound(s.min)} AND ${max} IS NOT DISTINCT FROM ${bound(s.max)} THEN '${s.value}'`,
  );
  return `(CASE ${arms.join(' ')} ELSE 'NO_INCOME' END)`;
}
