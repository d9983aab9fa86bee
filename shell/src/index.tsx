// The async boundary lets the federation runtime negotiate shared singletons before any React code runs.
import('./bootstrap');
