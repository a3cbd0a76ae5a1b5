// Tables that a GFM table cannot write, as the blocks of their cells. A GFM cell holds one line of inline text: the
// GFM plugin keeps a table whose cells hold lists, headings, rules, quotes or code blocks as the page's own HTML
// (class attributes and all) in the Markdown, and writes the cells of a table that holds a table side by side
// with nothing between them ("Left cellRight cell"). Such tables lay a page out (cards, forum posts, pros and cons
// lists): their cells are written one after another as blocks, row by row, so their lists and headings stay lists
// and headings. A turndown plugin, used after the GFM one so that its rule is tried first.
import type TurndownService from 'turndown';

/** Elements a GFM table cell cannot hold. */
const BLOCKS_NO_CELL_HOLDS = new Set(['TABLE', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'BLOCKQUOTE', 'PRE']);
/** A table's own parts, written as blocks (cells, caption) or as their content (rows, row groups). */
const CELL_BLOCKS = new Set(['TD', 'TH', 'CAPTION']);
const ROW_PARTS = new Set(['TR', 'THEAD', 'TBODY', 'TFOOT']);

/** What the rule reads of turndown's DOM nodes (the project compiles without the DOM library). */
interface TreeNode {
  readonly nodeName: string;
  readonly parentNode: TreeNode | null;
  readonly childNodes: ArrayLike<TreeNode>;
}

function holdsBlocks(table: TreeNode): boolean {
  const stack = Array.from(table.childNodes);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (BLOCKS_NO_CELL_HOLDS.has(node.nodeName)) return true;
    for (const child of Array.from(node.childNodes)) stack.push(child);
  }
  return false;
}

/** The table a cell, caption, row or row group belongs to. */
function tableOf(node: TreeNode): TreeNode | null {
  let up = node.parentNode;
  while (up !== null && up.nodeName !== 'TABLE') up = up.parentNode;
  return up;
}

export function layoutTables(service: TurndownService): void {
  // Whether a table lays out blocks, by table, while this service converts: the GFM rules ask once per cell.
  const layoutByTable = new WeakMap<TreeNode, boolean>();
  const isLayoutTable = (table: TreeNode): boolean => {
    let layout = layoutByTable.get(table);
    if (layout === undefined) {
      layout = holdsBlocks(table);
      layoutByTable.set(table, layout);
    }
    return layout;
  };
  service.addRule('layoutTable', {
    filter: (node) => {
      const table = node.nodeName === 'TABLE' ? node : CELL_BLOCKS.has(node.nodeName) || ROW_PARTS.has(node.nodeName) ? tableOf(node) : null;
      return table !== null && isLayoutTable(table);
    },
    replacement: (content, node) => (ROW_PARTS.has(node.nodeName) ? content : `\n\n${content}\n\n`),
  });
}
