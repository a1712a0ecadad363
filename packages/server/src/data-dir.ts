/** Where the embedded database, the generated secrets, uploads and exports live when DATA_DIR is unset or blank. */
export const DEFAULT_DATA_DIR = './data';
