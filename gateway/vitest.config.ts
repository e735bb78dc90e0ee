import { serverProject } from "../vitest.server.js";

export default serverProject("gateway", import.meta.dirname);
