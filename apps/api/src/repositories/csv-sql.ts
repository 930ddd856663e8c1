import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isoText } from '../db/rows.ts';

/**
 * CSV cells written by PostgreSQL, with the rules of `csvCell` in @orbit/domain: an export of a million rows then
 * reaches the server as one text per row instead of a dozen values to parse and format. A test holds the two
 * writers to the same output.
 */

const quoted = (text: SQL) => sql`'"' || replace(${text}, '"', '""') || '"'`;

/** A text cell: neutralised when a spreadsheet would run it, quoted when it holds a quote, comma or line break. */
export function csvText(value: SQL): SQL {
  return sql`case
    when ${value} is null then ''
    when ${value} ~ '^[=+@\\t\\r-]' then
      case when ${value} ~ '[",\\r\\n]' then ${quoted(sql`'''' || ${value}`)} else '''' || ${value} end
    when ${value} ~ '[",\\r\\n]' then ${quoted(value)}
    else ${value} end`;
}

/** An instant as the JSON answers write it, `2026-03-02T12:00:00.000Z`; empty when null. */
export function csvInstant(value: SQL): SQL {
  return sql`coalesce(${isoText(value)}, '')`;
}

/** A number, or any value whose text never needs quoting; empty when null. */
export function csvPlain(value: SQL): SQL {
  return sql`coalesce((${value})::text, '')`;
}

/** The cells joined into one record (without its line end). */
export function csvLine(cells: readonly SQL[]): SQL {
  return sql.join([...cells], sql` || ',' || `);
}

/**
 * A text cell neutralised as `csvText` does, left unquoted for COPY's CSV format, which quotes exactly the cells
 * holding a quote, comma or line break; empty text becomes NULL, which COPY writes as nothing (an empty text
 * would be `""`).
 */
export function csvNeutralised(value: SQL): SQL {
  return sql`case when ${value} ~ '^[=+@\\t\\r-]' then '''' || ${value} else nullif(${value}, '') end`;
}
