// See serial.h: one header serves every name.
#pragma once
#include "serial.h"
