import { serverProject } from "../vitest.server.js";

export default serverProject("workers", import.meta.dirname);
