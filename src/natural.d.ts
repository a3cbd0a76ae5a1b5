// natural's submodules have no own typings; we import them one by one because natural's index pulls in
// storage back-ends whose dotenv import prints to stdout (that would corrupt JSONL output).
declare module 'natural/lib/natural/tokenizers/regexp_tokenizer' {
  export class WordTokenizer { tokenize(text: string): string[]; }
}
declare module 'natural/lib/natural/util/stopwords' {
  export const words: string[];
}
declare module 'natural/lib/natural/stemmers/porter_stemmer' {
  const PorterStemmer: { stem(word: string): string };
  export default PorterStemmer;
}
