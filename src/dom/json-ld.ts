// JSON-LD (schema.org) in a page's <script type="application/ld+json">: parsed leniently (pages wrap it in
// comments or CDATA, or leave raw newlines in strings) and flattened into the typed objects it describes, nested
// ones and @graph members included.

/** A schema.org object: its properties, and its @type(s) lower-cased. */
export interface JsonLdEntity {
  types: string[];
  properties: Record<string, unknown>;
}

/** A script's text without the wrappers pages put around JSON. */
function unwrap(text: string): string {
  return text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(\/\/)?\s*<!\[CDATA\[|(\/\/)?\s*\]\]>\s*$/g, '')
    .trim();
}

function parseLenient(text: string): unknown {
  const json = unwrap(text);
  try {
    return JSON.parse(json);
  } catch {
    // Raw control characters inside strings are the most common defect; a second try without them.
    try {
      return JSON.parse(json.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(object: Record<string, unknown>): string[] {
  const type = object['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/** The typed objects of a page's JSON-LD, and every object with an @id by that id (references point there). */
export interface JsonLdGraph {
  entities: JsonLdEntity[];
  byId: ReadonlyMap<string, Record<string, unknown>>;
}

/** Every object with a @type in the scripts, outer objects before the ones nested in them, document order. */
export function jsonLdGraph(scripts: readonly string[]): JsonLdGraph {
  const entities: JsonLdEntity[] = [];
  const byId = new Map<string, Record<string, unknown>>();
  const stack: unknown[] = scripts.map(parseLenient).reverse();
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (!isObject(value)) continue;
    const types = typesOf(value);
    if (types.length > 0) entities.push({ types, properties: value });
    const id = value['@id'];
    // A bare reference ({"@id": …}) does not replace the object it points to.
    if (typeof id === 'string' && (!byId.has(id) || Object.keys(value).length > 1)) byId.set(id, value);
    const nested = Object.entries(value).filter(([key]) => key !== '@context');
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i][1]);
  }
  return { entities, byId };
}

/**
 * The names in a property's value: a string, a list, or objects' `name` (an author, a publisher), an object that
 * is only a reference (`{"@id": …}`) read where the graph defines it.
 */
export function namesIn(value: unknown, graph: JsonLdGraph): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (Array.isArray(value)) return value.flatMap((item) => namesIn(item, graph));
  if (!isObject(value)) return [];
  const id = value['@id'];
  const object = value.name === undefined && typeof id === 'string' ? (graph.byId.get(id) ?? value) : value;
  const name = object.name ?? object['@value'];
  return typeof name === 'string' || Array.isArray(name) ? namesIn(name, graph) : [];
}
