import { serverProject } from "../vitest.server.js";

export default serverProject("schema", import.meta.dirname);
