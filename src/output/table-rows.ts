// A table's rows read once per table. @joplin/turndown-plugin-gfm 1.0.68 reads `table.rows` again for every column
// and every row of it (getColumnAlignment, in a loop condition), and turndown's DOM (domino) answers each read by
// walking the whole table: the Markdown of a table took the square of its size (4,000 cells 5 s; 20,000 mostly
// empty cells, which are no blocks for the page's block limit, over a minute). The conversion does not change the
// tree, so the rows a table has when turndown reaches it stay its rows: they are fixed on the table then.
import type TurndownService from 'turndown';

/** What is read and set of turndown's table nodes (the project compiles without the DOM library). */
interface TableNode {
  readonly nodeName: string;
  rows?: ArrayLike<unknown>;
}

function fixRows(table: TableNode): void {
  if (Object.prototype.hasOwnProperty.call(table, 'rows') || table.rows === undefined) return;
  Object.defineProperty(table, 'rows', { value: Array.from(table.rows) });
}

/**
 * A turndown plugin, used after the GFM one: turndown asks its rules about a table before its rows and cells (a
 * rule added later is asked first), and this rule, which converts nothing, fixes the table's rows when asked.
 */
export function fixedTableRows(service: TurndownService): void {
  service.addRule('fixedTableRows', {
    filter: (node) => {
      if (node.nodeName === 'TABLE') fixRows(node as unknown as TableNode);
      return false;
    },
    replacement: () => '',
  });
}
