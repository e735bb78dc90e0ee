/** What other modules use from the home module: its urls (home, the explore section, search). */
export * from "./urls";
export { SectionHeading } from "./components/SectionHeading";
